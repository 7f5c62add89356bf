export { type CharacterCount, characterCount } from './character-count';
export * from './textarea';
