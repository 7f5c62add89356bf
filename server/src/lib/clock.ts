/** Where the server reads the time. Tests pass a controllable one (OTP expiry, cooldowns, windows). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function secondsBetween(later: Date, earlier: Date) {
  return Math.max(0, Math.ceil((later.getTime() - earlier.getTime()) / 1000));
}
