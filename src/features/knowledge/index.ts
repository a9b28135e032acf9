export { KnowledgeScreen, type KnowledgeScreenProps } from './knowledge-screen';
export { knowledgeBasesQueryOptions } from './api';
