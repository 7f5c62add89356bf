export * from './stepper';
