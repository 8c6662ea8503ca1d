// What a repository method runs on: the database, or the transaction it is given.
import type { Db } from '../../plugins/db.ts';

export type Executor = Pick<Db, 'select' | 'insert' | 'update'>;
