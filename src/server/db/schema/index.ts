export * from './portals';
export * from './customers';
export * from './staff';
export * from './messaging';
export * from './backoffice';
