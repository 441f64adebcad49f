// The two documented surfaces: what the storefront reaches through its proxy, and the operator API.
import type { Operation } from '../operation';
import { moneyOperations } from './money';
import { operatorOperations } from './operator';
import { shippingOperations } from './shipping';
import { shoppingOperations } from './shopping';
import { siteOperations } from './site';
import { userOperations } from './user';

export const storefrontOperations: Operation[] = [...siteOperations, ...userOperations, ...shoppingOperations, ...moneyOperations, ...shippingOperations];
export { operatorOperations };
