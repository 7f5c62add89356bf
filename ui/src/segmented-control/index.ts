export * from './segmented-control';
