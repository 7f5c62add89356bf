export {
  MessageBubble,
  type MessageBubbleProps,
  type MessageBubbleType,
  messageBubbleVariants,
} from './message-bubble';
