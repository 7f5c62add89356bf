export * from './date-input';
export * from './date-value';
