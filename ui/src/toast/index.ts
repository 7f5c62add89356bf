export { Toaster, type ToasterProps, toast } from './toast';
