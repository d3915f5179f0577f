// Importing the harness also brings jest-dom's matchers (registered by ./setup) into a test project's types.
/// <reference types="@testing-library/jest-dom/vitest" preserve="true" />
export {
  type ApiCall,
  type ApiReply,
  type ApiRoute,
  type ApiRoutes,
  fakeToken,
  listPage,
  mockApi,
} from './api-mock';
export { chooseOption, columnHeaders, field, fieldLabel, findField, queryField, section } from './queries';
export { renderPage } from './render';
export { setupUser } from './user';
