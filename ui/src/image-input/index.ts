export {
  type AvatarImageInputProps,
  type ExistingImage,
  type GalleryImageInputProps,
  ImageInput,
  type ImageInputProps,
  imageInputVariants,
} from './image-input';
export {
  DEFAULT_IMAGE_MESSAGES,
  formatImageMessage,
  type ImageInputMessages,
  type ImageMessage,
  type ImageMessageValues,
  type ImageRules,
  imageType,
  validateImageFiles,
} from './image-input-logic';
