export { CountryFlag, type CountryFlagProps, preloadCountryFlags } from './country-flag';
export { CountryPhoneInput, type CountryPhoneInputProps } from './country-phone-input';
export {
  type Country,
  filterCountries,
  findDefaultCountry,
  flagKey,
  phoneDigits,
  sanitizePhoneInput,
} from './country-phone-logic';
