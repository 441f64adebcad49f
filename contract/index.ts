export * from './common';
export * from './tenant';
export * from './user';
export * from './content';
export * from './product';
export * from './cart';
