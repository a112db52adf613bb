import { Button, CircularProgress } from '@mui/material';

type SubmitButtonProps = {
  pending: boolean;
  label: string;
  size?: 'medium' | 'large';
  /** Red, for an irreversible step (reject, void). */ destructive?: boolean;
};

/** The primary submit button of a form, disabled and showing a spinner while its call runs. */
export const SubmitButton = ({ pending, label, size = 'large', destructive = false }: SubmitButtonProps) => (
  <Button
    type="submit"
    variant="contained"
    color={destructive ? 'error' : 'primary'}
    size={size}
    disabled={pending}
    aria-busy={pending}
    startIcon={pending ? <CircularProgress size={size === 'large' ? 18 : 16} color="inherit" aria-hidden /> : undefined}
  >
    {label}
  </Button>
);
