/**
 * The design system's icons, one per export and one per file, so that a screen's chunk
 * carries only the icons it draws (docs/decisions/120). Decorative: hidden from assistive
 * technology (name the control instead), coloured by `currentColor`, sized by the caller's
 * class. Each keeps the grid it was drawn on — 16 units for the primitives' glyphs, 20 for
 * the event screens, 24 for the rest — so none changes a pixel where it was drawn inline.
 * Drawings that are not icons stay with their component: the logo mark, the spinners,
 * the earnings chart and the country flags.
 */
export { AlertIcon } from './alert';
export { BellIcon } from './bell';
export { CalendarIcon } from './calendar';
export { CheckIcon } from './check';
export { ChevronDownIcon } from './chevron-down';
export { ChevronLeftIcon } from './chevron-left';
export { ChevronLeftLargeIcon } from './chevron-left-large';
export { ChevronLeftSmallIcon } from './chevron-left-small';
export { ChevronRightIcon } from './chevron-right';
export { ChevronRightLightIcon } from './chevron-right-light';
export { ChevronRightSmallIcon } from './chevron-right-small';
export { ChevronUpIcon } from './chevron-up';
export { CircleCheckIcon } from './circle-check';
export { CircleHelpIcon } from './circle-help';
export { ClockIcon } from './clock';
export { CloseIcon } from './close';
export { CloseLargeIcon } from './close-large';
export { DuplicateIcon } from './duplicate';
export { ExternalLinkIcon } from './external-link';
export { ImageIcon } from './image';
export { MailIcon } from './mail';
export { MapPinIcon } from './map-pin';
export { MapPinSmallIcon } from './map-pin-small';
export { MessageIcon } from './message';
export { MinusIcon } from './minus';
export { PaperclipIcon } from './paperclip';
export { PhoneIcon } from './phone';
export { PlusIcon } from './plus';
export { SearchIcon } from './search';
export { SendIcon } from './send';
export { StarIcon } from './star';
export { TriangleAlertIcon } from './triangle-alert';
export { UploadIcon } from './upload';
export { UserIcon } from './user';
export { WalletIcon } from './wallet';
