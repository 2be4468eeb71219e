export * from './constants/constants.ts';
export * from './constants/storage-keys.ts';
export * from './envelope/envelope.ts';
export * from './messages/messages.ts';
export * from './settings/settings.ts';
export * from './showrooms/my-item.ts';
export * from './showrooms/shop-profile.ts';
export * from './showrooms/showroom-search.ts';
