export { AvatarStack, type AvatarStackProps, avatarStackVariants, membersLabel } from './avatar-stack';
