export * from './machine';
export * from './sections';
export * from './signups';
export * from './awards';
export * from './margins';
export * from './certifications';
