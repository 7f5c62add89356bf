export { Container, type ContainerProps, containerVariants } from './container';
