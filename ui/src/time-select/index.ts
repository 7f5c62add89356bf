export { TimeSelect, type TimeSelectOption, type TimeSelectProps } from './time-select';
