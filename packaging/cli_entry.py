"""Entry point of the console ``llamadesk`` executable in a frozen build."""

import sys

if __name__ == "__main__":
    # A frozen app has no python of its own: the python tool's fenced child is this exe.
    # Checked before the CLI's imports, which the child needs none of.
    if sys.argv[1:2] == ["--run-python-tool"]:
        from desktop.core.tools.python_sandbox import main as run_python_tool

        sys.exit(run_python_tool(sys.argv[2:]))
    from desktop.cli import main

    sys.exit(main())
