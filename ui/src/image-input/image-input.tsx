import { AvatarImageInput, type AvatarImageInputProps } from './avatar-image-input';
import { GalleryImageInput, type GalleryImageInputProps } from './gallery-image-input';

export type { AvatarImageInputProps } from './avatar-image-input';
export type { GalleryImageInputProps } from './gallery-image-input';
export { type ExistingImage, imageInputVariants } from './image-input-parts';

export type ImageInputProps = AvatarImageInputProps | GalleryImageInputProps;

/**
 * A photo or a set of photos. `variant="avatar"` (the profile photo): one image with a
 * round preview. `variant="gallery"` (event images): several, already uploaded ones shown
 * by URL, each removable. Both take files from the picker or by drag-and-drop and refuse
 * bad ones; the limits (types, size, count) and the messages are props, which the app
 * passes from its rules (the profile photo's, the event images').
 *
 * Designers: put it in a FormField for the label; the field's error shows under it and
 * the component's own messages ('Image should be under 3 MB.') appear beside the button.
 */
export function ImageInput(props: ImageInputProps) {
  return props.variant === 'gallery' ? <GalleryImageInput {...props} /> : <AvatarImageInput {...props} />;
}
