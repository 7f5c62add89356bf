export * from './otp-input';
export * from './otp-value';
