import { useRef } from 'react';
import { useCreate, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { catalogueText, type CatalogueView } from '../lists/catalogueView';
import { DialogForm } from './DialogForm';

export type CatalogueFormDialogProps<Row extends RaRecord> = {
  view: CatalogueView<Row>;
  open: boolean;
  onClose: () => void;
  /** The record to edit; none: a new one. */
  record?: Row;
  /** Shows the record without saving (a purchase order that is no longer a draft). */
  readOnly?: boolean;
};

/** A catalogue's create or edit form, in a dialog: `useCreate`/`useUpdate`; a 422 puts each message on its field. */
export const CatalogueFormDialog = <Row extends RaRecord>({
  view,
  open,
  onClose,
  record,
  readOnly = false,
}: CatalogueFormDialogProps<Row>) => {
  const translate = useTranslate();
  const [create] = useCreate();
  const [update] = useUpdate();
  const { Inputs } = view;
  /** The saved record, named in the notice (a generated name, e.g. a purchase order's number, is only known then). */
  const saved = useRef<Row>(undefined);

  async function save(values: Record<string, unknown>) {
    const data = view.toWrite(values);
    const options = { mutationMode: 'pessimistic' as const, returnPromise: true as const };
    saved.current = (
      record
        ? await update(view.resource, { id: record.id, data, previousData: record }, options)
        : await create(view.resource, { data }, options)
    ) as Row;
  }

  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={
        record
          ? translate(catalogueText(view, 'edit_title'), { name: view.nameOf(record) })
          : translate(catalogueText(view, 'create_title'))
      }
      record={record ?? view.newValues}
      onSubmit={save}
      readOnly={readOnly}
      wide={view.wideForm}
      successNotice={(values) => ({
        notice: record ? 'catalogue_updated' : 'catalogue_created',
        args: { name: (saved.current ? view.nameOf(saved.current) : String(values.name ?? '')).trim() },
      })}
    >
      <Inputs record={record} />
    </DialogForm>
  );
};
