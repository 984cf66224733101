import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request, { type Response } from 'supertest';
import type { Operation, OperationExample } from '../api/operation.ts';
import { type CreateAppOptions, createServerApp } from '../app.ts';
import type { FakeServer } from '../fake-server.ts';
import { operations } from '../registry.ts';
import { seedWorld, type WorldState } from '../store/world.ts';

/** The pinned clock of the server tests: dates in answers do not move with the real day. */
export const FIXED_NOW = new Date('2026-03-10T09:00:00Z');

/** A fake server app for tests: seed 1, pinned clock, every answer checked against the contract. */
export function testApp(options: CreateAppOptions = {}): Express {
  return testServer(options).app;
}

/** `testApp` with the fake server behind it, for tests that look at its sandboxes or close it. */
export function testServer(options: CreateAppOptions = {}): { app: Express; server: FakeServer } {
  return createServerApp({
    seed: 1,
    now: () => FIXED_NOW,
    checkResponses: true,
    slowNetworkMs: 30,
    timeoutMs: 60,
    ...options,
  });
}

/** The seed world the test app starts from. */
export function testWorld(): WorldState {
  return seedWorld(1, new Date('2026-03-10T00:00:00Z'));
}

export function operationById(operationId: string): Operation {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  if (operation === undefined) throw new Error(`No operation ${operationId} in the registry`);
  return operation;
}

/** Sends one example of an operation the way the app does (form body, query, multipart file). */
export function send(
  app: Express,
  operation: Operation,
  example: OperationExample,
  sessionId?: string,
): Promise<Response> {
  const query = { ...example.query, ...(sessionId ? { sessionId } : {}) };
  if (operation.method === 'get') return request(app).get(operation.path).query(query);
  const call = request(app).post(operation.path).query(query);
  if (example.file !== undefined) {
    for (const [key, value] of Object.entries(example.body ?? {})) call.field(key, value);
    return call.attach(example.file.field, example.file.content, {
      filename: example.file.filename,
      contentType: example.file.contentType,
    });
  }
  return call.type('form').send(example.body ?? {});
}

/** Calls an operation by id with a body or query given as text. */
export function call(
  app: Express,
  operationId: string,
  example: OperationExample = {},
  sessionId?: string,
): Promise<Response> {
  return send(app, operationById(operationId), example, sessionId);
}

/** The app on a real port, for server-sent events, dropped connections and the fuzz test. */
export async function listen(app: Express): Promise<{ url: string; close: () => Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The examples of an operation, with a clear failure when a definition forgot them. */
export function examplesOf(
  operation: Operation,
  world: WorldState = testWorld(),
): readonly OperationExample[] {
  if (typeof operation.examples !== 'function') {
    throw new Error(
      `${operation.operationId} has no examples(); add them to its defineOperation (fake-server/README.md)`,
    );
  }
  return operation.examples(world);
}

/** The first example of an operation; every operation must have one. */
export function firstExample(operation: Operation, world: WorldState = testWorld()): OperationExample {
  const example = examplesOf(operation, world)[0];
  if (example === undefined)
    throw new Error(`${operation.operationId} has no examples; add some to its definition`);
  return example;
}
