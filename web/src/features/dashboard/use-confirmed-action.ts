import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

/** What useConfirmedAction gives a page and its ConfirmDialog. */
export type ConfirmedAction<Row> = ReturnType<typeof useConfirmedAction<Row>>;

/**
 * A row action that asks first (a ConfirmDialog): the row chosen, the call once confirmed, the
 * success text to show, and the list reloaded whatever happened.
 */
export function useConfirmedAction<Row>(options: {
  readonly queryKey: QueryKey;
  readonly run: (row: Row) => Promise<unknown>;
  /** The success notice for a row. */
  readonly doneText: (row: Row) => string;
  /** After success, before the reload (take the row out of the cached list at once). */
  readonly onDone?: (row: Row) => void;
}) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Row>();
  const [done, setDone] = useState<string>();
  const action = useMutation({
    mutationFn: options.run,
    onSuccess: (_, row) => {
      setChosen(undefined);
      setDone(options.doneText(row));
      options.onDone?.(row);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: options.queryKey }),
  });
  return {
    action,
    chosen,
    done,
    /** Opens the question for a row, clearing the last outcome. */
    choose: (row: Row) => {
      action.reset();
      setDone(undefined);
      setChosen(row);
    },
    confirm: () => {
      if (chosen !== undefined) action.mutate(chosen);
    },
    cancel: () => setChosen(undefined),
    dismissDone: () => setDone(undefined),
  };
}
