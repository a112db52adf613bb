import { Button, CircularProgress } from '@mui/material';

/** The primary submit button of a public form, busy while its call runs. */
export const SubmitButton = ({ pending, label }: { pending: boolean; label: string }) => (
  <Button
    type="submit"
    variant="contained"
    size="large"
    disabled={pending}
    aria-busy={pending}
    startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
  >
    {label}
  </Button>
);
