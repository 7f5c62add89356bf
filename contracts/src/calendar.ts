/** Calendar files and private feeds (docs/decisions/150). */
export {};
