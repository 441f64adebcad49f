// The two documented surfaces: what the storefront reaches through its proxy, and the operator API.
import type { Operation } from '../operation';
import { inspectionOperations, inspectionOperatorOperations } from './inspection';
import { moneyOperations } from './money';
import { operatorOperations as backOfficeOperations } from './operator';
import { shippingOperations } from './shipping';
import { shoppingOperations } from './shopping';
import { siteOperations } from './site';
import { userOperations } from './user';

export const storefrontOperations: Operation[] = [
  ...siteOperations,
  ...userOperations,
  ...shoppingOperations,
  ...inspectionOperations,
  ...moneyOperations,
  ...shippingOperations,
];
export const operatorOperations: Operation[] = [...backOfficeOperations, ...inspectionOperatorOperations];
