export * from './constants';
export * from './sectionStatus';
export * from './localized';
export * from './messages';
export * from './dictionaries';
export * from './schemas/common';
export * from './schemas/sections';
export * from './schemas/wire';
