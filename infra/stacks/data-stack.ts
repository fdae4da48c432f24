import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AppTable } from '../constructs/app-table';

export interface DataStackProps extends StackProps {
  readonly protect: boolean;
}

/** The one DynamoDB table. */
export class DataStack extends Stack {
  readonly appTable: AppTable;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.appTable = new AppTable(this, 'App', { protect: props.protect });
    new CfnOutput(this, 'TableName', { value: this.appTable.table.tableName });
  }
}
