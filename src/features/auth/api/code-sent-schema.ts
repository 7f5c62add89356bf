/**
 * The answer of login and register, read with the contract's schema: loaded with the
 * request, so Login's and Register's first load does not carry zod (docs/FIRST-LOAD.md).
 */
export const codeSentSchema = () =>
  import('@friendly/contracts/auth').then((contracts) => contracts.codeSentResponseSchema);
