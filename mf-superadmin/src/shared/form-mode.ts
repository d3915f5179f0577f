/** The three modes of the manufacturer and admin forms; the shell's route table passes one as a prop. */
export type FormMode = 'create' | 'edit' | 'view';
