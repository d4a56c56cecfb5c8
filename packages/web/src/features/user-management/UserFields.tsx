import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { roleNeedsStore, type DivisionId, type Role } from '@torque/domain';
import { DIVISION_OPTIONS, roleLabel } from './user-labels';
import type { StoreOption } from './useStoreOptions';

export type UserFieldValues = {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role | null;
  readonly storeId: string | null;
  readonly divisionId: DivisionId;
};

type Props = {
  readonly values: UserFieldValues;
  readonly onChange: (values: UserFieldValues) => void;
  /** The roles this admin may give. */
  readonly roles: readonly Role[];
  readonly stores: readonly StoreOption[];
  /** False when the admin may not change this user's role (their own account). */
  readonly roleEditable?: boolean;
};

/** The fields of a user an admin fills in: names, e-mail, role, and a store for store roles. */
export function UserFields({ values, onChange, roles, stores, roleEditable = true }: Props) {
  const set = (change: Partial<UserFieldValues>) => onChange({ ...values, ...change });
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label="First name"
          required
          value={values.firstName}
          onChange={(e) => set({ firstName: e.currentTarget.value })}
        />
        <TextInput
          label="Last name"
          required
          value={values.lastName}
          onChange={(e) => set({ lastName: e.currentTarget.value })}
        />
      </SimpleGrid>
      <TextInput
        label="E-mail"
        type="email"
        required
        value={values.email}
        onChange={(e) => set({ email: e.currentTarget.value })}
      />
      <Select
        label="Role"
        required
        disabled={!roleEditable}
        data={roles.map((role) => ({ value: role, label: roleLabel(role) }))}
        value={values.role}
        onChange={(role) => set({ role: role as Role | null })}
        allowDeselect={false}
      />
      {values.role && roleNeedsStore(values.role) && (
        <Select
          label="Store"
          required
          searchable
          data={[...stores]}
          value={values.storeId}
          onChange={(storeId) => set({ storeId })}
          nothingFoundMessage="No store of that name"
        />
      )}
      <Select
        label="Division"
        data={DIVISION_OPTIONS}
        value={values.divisionId}
        onChange={(divisionId) => set({ divisionId: (divisionId ?? 'DIV004') as DivisionId })}
        allowDeselect={false}
      />
    </>
  );
}
