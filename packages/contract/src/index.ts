export * from './envelope.ts';
export * from './errors.ts';
export * from './constants.ts';
export * from './rules.ts';
export * from './fonts.ts';
export * from './routes.ts';
export * from './passwords.ts';
export type { DownloadFile, FontDetail, FontDict, FontInformation, FontListQuery, FontResource, FontSummary, FriendLink, UserInfo } from './schemas.ts';
