export { ErrorState, type ErrorStateProps, errorStateVariants } from './error-state';
