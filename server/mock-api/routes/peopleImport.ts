import type { CatalogueImport } from '../../../src/api/schema.d.ts';
import { importPeople } from '../actions/peopleImport.ts';
import { actorOf } from '../auth/actor.ts';
import { requirePermission } from '../auth/guards.ts';
import { requestLanguage } from '../http/language.ts';
import { translateErrorBody } from '../http/translateMessage.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/** `POST members/import` (invite people): every row invited, or 422 with each row's errors and nobody invited. */
export const registerPeopleImportRoutes: RegisterRoutes = (router) => {
  router.post('/api/admin/members/import', (req, res) => {
    const scope = requirePermission(req, 'invite people');
    const outcome = importPeople(actorOf(req, scope), req.body as CatalogueImport);
    if ('errors' in outcome) {
      res.status(422).json(translateErrorBody(outcome, requestLanguage(req)));
      return;
    }
    res.status(201).json({ data: outcome });
  });
};
