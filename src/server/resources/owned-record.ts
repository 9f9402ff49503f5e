import type { FastifyRequest } from 'fastify';
import { grantInOwnerOrg } from '../auth/access.ts';
import type { ResourceResolver } from '../auth/resource-rule.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/problem.ts';

interface OwnedRecordSpec<Row extends { orgGuid: string }> {
  param: string;
  alsoChecks?: readonly string[];
  /** The not-found message, also what an outsider of the record's organisation is told. */
  missing: string;
  load(db: Db, guid: string): Promise<Row | undefined>;
  /** False when something named beside the guid does not belong to the record (it then reads as missing). */
  matches?(request: FastifyRequest, row: Row): boolean;
}

/**
 * The resolver of a record owned by one organisation: loaded by guid, refused as missing when it is not
 * there or not the caller's to reach, and kept for the handler (`of(request)`).
 */
export function ownedRecord<Row extends { orgGuid: string }>(spec: OwnedRecordSpec<Row>) {
  const loaded = new WeakMap<FastifyRequest, Row>();
  const resolver: ResourceResolver = {
    param: spec.param,
    alsoChecks: spec.alsoChecks,
    async resolve(request, guid, roles) {
      const row = await spec.load(request.server.database.db, guid);
      if (!row || (spec.matches && !spec.matches(request, row))) throw notFound(spec.missing);
      grantInOwnerOrg(request, row.orgGuid, roles, spec.missing);
      loaded.set(request, row);
    },
  };
  return { resolver, of: (request: FastifyRequest): Row => loaded.get(request)! };
}
