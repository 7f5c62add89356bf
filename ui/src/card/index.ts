export { Card, type CardProps, cardVariants } from './card';
