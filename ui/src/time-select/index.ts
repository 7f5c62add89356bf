export * from './time-options';
export * from './time-select';
