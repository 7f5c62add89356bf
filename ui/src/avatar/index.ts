export { Avatar, type AvatarProps, type AvatarState, avatarVariants, DEFAULT_AVATAR_SRC } from './avatar';
