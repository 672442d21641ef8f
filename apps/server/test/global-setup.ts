import type { TestProject } from 'vitest/node';
import { createPgliteTemplate, createPostgresTemplate } from './db-templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** Name of the PostgreSQL template database, or '' when TEST_DATABASE_URL is not set. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const [lite, postgres] = await Promise.all([
    createPgliteTemplate(),
    baseUrl ? createPostgresTemplate(baseUrl) : Promise.resolve(null),
  ]);
  project.provide('pgliteTemplate', lite.file);
  project.provide('postgresTemplate', postgres?.name ?? '');
  return async () => {
    await Promise.all([lite.dispose(), postgres?.dispose()]);
  };
}
