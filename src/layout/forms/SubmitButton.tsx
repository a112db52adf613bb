import { Button, CircularProgress } from '@mui/material';

type SubmitButtonProps = { pending: boolean; label: string; size?: 'medium' | 'large' };

/** The primary submit button of a form, disabled and showing a spinner while its call runs. */
export const SubmitButton = ({ pending, label, size = 'large' }: SubmitButtonProps) => (
  <Button
    type="submit"
    variant="contained"
    size={size}
    disabled={pending}
    aria-busy={pending}
    startIcon={pending ? <CircularProgress size={size === 'large' ? 18 : 16} color="inherit" aria-hidden /> : undefined}
  >
    {label}
  </Button>
);
