export * from './countdown';
export * from './resend-button';
