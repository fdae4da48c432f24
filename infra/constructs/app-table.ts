import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableV2, type ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition, type KeyAttribute, type TableDefinition } from '#functions/adapters/table.ts';

export interface AppTableProps {
  /** Keep the table when the stack goes, and refuse deletion. @default false */
  readonly protect?: boolean;
  /** @default the product's table definition (functions/adapters/table.ts) */
  readonly definition?: TableDefinition;
}

const attribute = (key: KeyAttribute) => ({
  name: key.name,
  type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER,
});

/** The one DynamoDB table, built from the same definition the embedded bootstrap uses. */
export class AppTable extends Construct {
  readonly table: ITableV2;

  constructor(scope: Construct, id: string, props: AppTableProps = {}) {
    super(scope, id);
    const definition = props.definition ?? tableDefinition;
    const protect = props.protect ?? false;
    this.table = new TableV2(this, 'Table', {
      partitionKey: attribute(definition.partitionKey),
      sortKey: attribute(definition.sortKey),
      globalSecondaryIndexes: definition.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: attribute(index.sortKey),
      })),
      timeToLiveAttribute: definition.timeToLiveAttribute,
      // New items start the jobs triggered by them (the contract reader): only the new image is needed.
      dynamoStream: StreamViewType.NEW_IMAGE,
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: protect,
      removalPolicy: protect ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
  }
}
