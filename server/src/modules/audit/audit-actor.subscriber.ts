import type { EventSubscriber, TransactionEventArgs } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { currentActor } from "./audit-scope";

/**
 * Tells the database who is writing: at the start of every transaction a request opens (each flush, each
 * transactional block), the request's actor goes into the transaction-local setting the audit trigger reads
 * (see the audit_log migration). Local to the transaction, so a pooled connection never carries one
 * request's name into another's writes. A statement outside any transaction (a bare nativeUpdate or execute)
 * gets no name, so a request's writes to an audited table go through a flush or a transactional block.
 */
export class AuditActorSubscriber implements EventSubscriber {
  async afterTransactionStart({ em, transaction }: TransactionEventArgs): Promise<void> {
    const actor = currentActor();
    if (!actor) return;
    await (em as EntityManager).getConnection().execute("select set_config('quiet.actor', ?, true)", [JSON.stringify(actor)], "run", transaction);
  }
}
