export {
  ConversationListItem,
  type ConversationListItemProps,
  conversationListItemVariants,
  describeUnreadMessages,
  formatConversationBadge,
} from './conversation-list-item';
