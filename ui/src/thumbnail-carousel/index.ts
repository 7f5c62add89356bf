export * from './thumbnail-carousel';
