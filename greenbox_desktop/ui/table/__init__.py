"""The generic table view: layout, drawing, input and animation."""
