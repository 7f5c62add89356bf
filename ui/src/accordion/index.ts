export * from './accordion';
