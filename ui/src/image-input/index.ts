export {
  type AvatarImageInputProps,
  type ExistingImage,
  type GalleryImageInputProps,
  ImageInput,
  type ImageInputProps,
  imageInputVariants,
} from './image-input';
export {
  AVATAR_IMAGE_RULES,
  formatImageMessage,
  GALLERY_IMAGE_RULES,
  type ImageInputMessages,
  type ImageRules,
  imageType,
  validateImageFiles,
} from './image-input-logic';
