export * from './tooltip';
